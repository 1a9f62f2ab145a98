// The shared values (colours, images, insets, traits) are part of the view layer's
// vocabulary: code that imports Views uses them without a second import.
@_exported import Graphics
