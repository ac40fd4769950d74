import Delta

// A non-breaking space (U+00A0) follows `import`. The compiler warns and reads it
// as a space, so Delta is imported; the scanner must not glue it into one word.
