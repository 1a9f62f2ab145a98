import Foundation
import Rendering
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Why a value could not be snapshotted (a view with no size, a table with no width…).
///
/// A strategy cannot throw, so the error is reported as a failure of the running test
/// (an XCTest failure, or a Swift Testing issue) and the strategy yields an empty
/// snapshot, which never matches a reference: the test fails with this message, and
/// nothing crashes.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public var message: String

    /// An error with this message.
    public init(_ message: String) { self.message = message }

    /// The message, as printed.
    public var description: String { message }

    /// Reports the error on the running test.
    func report() {
        let text = "CellsSnapshotTesting: \(message)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: text))
            return
        }
        #endif
        XCTFail(text)
    }
}

extension Bitmap {
    /// The 0 × 0 bitmap a strategy yields when it could not render: it matches nothing.
    static let unrendered: Bitmap = {
        // Zero pixels at scale 1 is always a valid bitmap.
        guard let bitmap = try? Bitmap(pixelWidth: 0, pixelHeight: 0, scale: 1, argbWords: []) else {
            preconditionFailure("an empty bitmap is valid")
        }
        return bitmap
    }()
}
