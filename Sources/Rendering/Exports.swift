// Bitmaps and render errors are the Graphics module's; Rendering's API returns them.
@_exported import Graphics
