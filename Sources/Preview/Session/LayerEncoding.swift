import CZlib
import Foundation
import Graphics

/// PNG for the page, fast: a layer is encoded each time a row is first shown, on the
/// way to the screen, so speed matters more than size (it crosses loopback once and is
/// cached by the browser). Rows unfiltered, deflated by zlib at level 1 with run-length
/// matching, which suits flat interface colours; Cairo's own PNG writer took 5 to 10
/// times as long as drawing the row.
enum LayerEncoding {
    /// The bitmap as a PNG (8-bit RGBA, not premultiplied, as PNG wants).
    static func png(_ bitmap: Bitmap) -> Data? {
        let width = bitmap.pixelWidth, height = bitmap.pixelHeight
        guard width > 0, height > 0 else { return nil }
        let stride = width * 4 + 1
        var raw = [UInt8](repeating: 0, count: stride * height)
        bitmap.words.withUnsafeBufferPointer { words in
            raw.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    var o = y * stride + 1   // filter byte 0: none
                    let row = y * width
                    for x in 0..<width {
                        let word = words[row + x]
                        let a = word >> 24
                        var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                        if a != 255 && a != 0 {
                            r = min(255, (r * 255 + a / 2) / a)
                            g = min(255, (g * 255 + a / 2) / a)
                            b = min(255, (b * 255 + a / 2) / a)
                        }
                        out[o] = UInt8(truncatingIfNeeded: r)
                        out[o + 1] = UInt8(truncatingIfNeeded: g)
                        out[o + 2] = UInt8(truncatingIfNeeded: b)
                        out[o + 3] = UInt8(truncatingIfNeeded: a)
                        o += 4
                    }
                }
            }
        }
        guard let compressed = deflate(raw) else { return nil }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(truncatingIfNeeded: width))   // checked: a bitmap's sides are at most 32,767
        header.append(bigEndian: UInt32(truncatingIfNeeded: height))
        header.append(contentsOf: [8, 6, 0, 0, 0])   // 8 bits, RGBA, deflate, no filter method, no interlace
        append(chunk: "IHDR", header, to: &png)
        append(chunk: "IDAT", compressed, to: &png)
        append(chunk: "IEND", Data(), to: &png)
        return png
    }

    private static func deflate(_ input: [UInt8]) -> Data? {
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {   // checked: a struct's size
            return nil
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress!)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress!
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Data(output[0..<Int(stream.total_out)])
    }

    private static func append(chunk type: String, _ body: Data, to png: inout Data) {
        png.append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        png.append(typed)
        let crc = typed.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
        }
        png.append(bigEndian: UInt32(truncatingIfNeeded: crc))
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
}
