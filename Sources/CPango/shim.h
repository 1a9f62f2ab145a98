// The Linux text stack, as one Clang module: Pango (itemisation, shaping, line
// attributes) over HarfBuzz, FreeType and fontconfig, drawing through Cairo.
#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <hb.h>
#include <hb-ot.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <cairo-ft.h>
#endif
