// Image decoding (PNG, JPEG and the other formats gdk-pixbuf's loaders read), as one
// Clang module: what `UIImage(data:)` and `UIImage(contentsOfFile:)` decode with.
#ifndef CGDKPIXBUF_SHIM_H
#define CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
