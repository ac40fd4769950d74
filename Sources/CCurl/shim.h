// libcurl, the system's HTTP client: Debian's libcurl4-openssl-dev on Linux,
// the SDK on macOS. Swift cannot call C's variadic functions, so each use of
// curl_easy_setopt and curl_easy_getinfo gets a typed wrapper here, and so do
// the options whose spelling depends on the library's version.
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

// Only http and https, for the request and for every redirect; an https
// request is never redirected to http. libcurl 7.85 spells this with names,
// and deprecates the bit masks that older versions (Ubuntu 22.04's 7.81) need.
static inline CURLcode ccurl_allow_web_only(CURL *easy, int httpsOnly) {
#if LIBCURL_VERSION_NUM >= 0x075500
    CURLcode code = curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    return code != CURLE_OK ? code : curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, httpsOnly ? "https" : "http,https");
#else
    CURLcode code = curl_easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    return code != CURLE_OK ? code
        : curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS, (long)(httpsOnly ? CURLPROTO_HTTPS : CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

// Ending a transfer never waits for a name lookup still under way: without
// this, a DNS server that never answers held a timed-out or cancelled
// transfer for 10 s. libcurl 7.87 added the option; older ones wait.
static inline CURLcode ccurl_quick_exit(CURL *easy) {
#if LIBCURL_VERSION_NUM >= 0x075700
    return curl_easy_setopt(easy, CURLOPT_QUICK_EXIT, 1L);
#else
    (void)easy;
    return CURLE_OK;
#endif
}
