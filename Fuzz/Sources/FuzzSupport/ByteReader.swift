/// Reads a fuzzer's input as a stream of choices; past the end every read is 0,
/// so any input, even an empty one, describes a case.
public struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { index >= bytes.count }
    public var remaining: Int { max(0, bytes.count - index) }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` (0 when `count` is 0).
    public mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        let value = count > 255 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return value % count
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// The bytes left, as text (invalid UTF-8 repaired).
    public mutating func rest() -> String {
        defer { index = bytes.count }
        return index < bytes.count ? String(decoding: bytes[index...], as: UTF8.self) : ""
    }
}

/// Stops the fuzzer with a message: a broken oracle is a crash libFuzzer records.
public func oracleFailed(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("oracle: \(message())", file: file, line: line)
}

/// A fuzzer's test function, as libFuzzer calls it.
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: FuzzTest
) -> CInt

/// Runs libFuzzer's driver with the process's arguments. SwiftPM links an executable
/// target's entry point as `main` (`<Target>_main`), so each fuzzer defines that
/// symbol and calls this instead of relying on libFuzzer's own `main`.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: FuzzTest) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
}
