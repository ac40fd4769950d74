// libcurl, the system's HTTP client: Debian's libcurl4-openssl-dev on Linux,
// the SDK on macOS. Swift cannot call C's variadic functions, so each use of
// curl_easy_setopt and curl_easy_getinfo gets a typed wrapper here.
#include <curl/curl.h>

static inline CURLcode ccurl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode ccurl_set_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_size(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_writer(CURL *easy, curl_write_callback writer, void *context) {
    CURLcode code = curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, writer);
    return code != CURLE_OK ? code : curl_easy_setopt(easy, CURLOPT_WRITEDATA, context);
}

static inline long ccurl_response_code(CURL *easy) {
    long code = 0;
    return curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &code) == CURLE_OK ? code : 0;
}
