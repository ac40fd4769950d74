import Delta

// A UTF-8 byte-order mark opens this file. The compiler skips it and sees Delta,
// counting its three bytes in the column (1:11); the scanner must do the same.
