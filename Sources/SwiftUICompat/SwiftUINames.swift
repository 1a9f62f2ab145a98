// SwiftUI's names for the declarative layer, so that code written against SwiftUI
// compiles with only its `import SwiftUI` changed to `import SwiftUICompat`.
//
// The declarative module already uses SwiftUI's vocabulary (`View`, `Text`,
// `HStack`, `Color`, `frame`, `padding`, …), so this module only re-exports it with
// Foundation (for `CGFloat`, `CGSize`, `String(repeating:count:)`). What SwiftUI
// code cannot use here is listed in the module's documentation.
@_exported import Declarative
@_exported import Foundation
