import Foundation
import Views

/// A timeline of distinct tweets made from a seed, for measuring tables as real
/// feeds fill them: every row a different text of 0 to 280 characters (words,
/// mentions, hashtags, links and emoji; some rows mostly Chinese or Japanese, some
/// Arabic or Hebrew; some with a paragraph break), a third with media of varied
/// aspect ratios, some with the "retweeted by" row.
///
/// Rows are made on demand from the seed and the row number alone, the same on
/// every thread and in every process, so a million-row feed costs no memory until
/// a row is shown (and then only its cell).
public struct FeedGenerator: Sendable, Hashable {
    public let seed: UInt64

    public init(seed: UInt64 = 1) {
        self.seed = seed
    }

    /// The tweet of row `row`.
    public func tweet(at row: Int) -> Tweet.ViewModel {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: row))
        let author = Self.users[rng.below(Self.users.count)]
        let hasMedia = rng.below(100) < 33
        // A tweet always shows something: without media, at least a few characters.
        let length = rng.below(100) < 6 && hasMedia ? 0 : (hasMedia ? 0 : 8) + rng.below(hasMedia ? 281 : 273)
        let text = length == 0 ? nil : Self.text(length: length, rng: &rng)
        let media = hasMedia ? Self.media[rng.below(Self.media.count)] : nil
        let retweetedBy = rng.below(100) < 15 ? Self.users[rng.below(Self.users.count)] : nil
        let minutes = 1 + rng.below(60 * 24 * 6)
        let date = minutes < 60 ? "\(minutes)m" : minutes < 60 * 24 ? "\(minutes / 60)h" : "\(minutes / (60 * 24))d"
        var id: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &id) { bytes in
            bytes.storeBytes(of: seed.bigEndian, toByteOffset: 0, as: UInt64.self)
            bytes.storeBytes(of: UInt64(truncatingIfNeeded: row).bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return Tweet.ViewModel(id: UUID(uuid: id), date: date, author: author, text: text, media: media, retweetedBy: retweetedBy)
    }

    /// A text of at most `length` characters (grapheme clusters), cut at a word.
    static func text(length: Int, rng: inout SplitMix64) -> String {
        let script = rng.below(100)
        // Built as UTF-8 bytes: appending to a `String` piece by piece took a tenth of
        // the time it takes to measure the row.
        var text: [UInt8] = []
        text.reserveCapacity(length * 4)
        var count = 0
        // After a paragraph break the next piece follows with no space.
        var afterBreak = true
        while true {
            let piece: [UInt8], pieceCount: Int
            switch (script, rng.below(100)) {
            case (0..<10, 0..<70): (piece, pieceCount) = cjk[rng.below(cjk.count)]
            case (10..<20, 0..<70): (piece, pieceCount) = rightToLeft[rng.below(rightToLeft.count)]
            case (_, 0..<6): (piece, pieceCount) = handles[rng.below(handles.count)]
            case (_, 6..<10): (piece, pieceCount) = hashtags[rng.below(words.count)]
            case (_, 10..<14):
                let index = rng.below(words.count)
                let number = rng.below(100)
                let digits: [UInt8] = number < 10 ? [0x30 + UInt8(number)] : [0x30 + UInt8(number / 10), 0x30 + UInt8(number % 10)]
                (piece, pieceCount) = (linkPrefix + wordPieces[index].bytes + digits, 9 + wordPieces[index].count + digits.count)
            case (_, 14..<20): (piece, pieceCount) = emoji[rng.below(emoji.count)]
            case (_, 20..<22):
                guard count + 2 <= length else { return trimmed(String(decoding: text, as: UTF8.self), rng: &rng) }
                text += "\n\n".utf8
                count += 2
                afterBreak = true
                continue
            default: (piece, pieceCount) = wordPieces[rng.below(words.count)]
            }
            let spaced = !afterBreak
            guard count + pieceCount + (spaced ? 1 : 0) <= length else { break }
            if spaced { text.append(0x20) }
            text += piece
            count += pieceCount + (spaced ? 1 : 0)
            afterBreak = false
        }
        return trimmed(String(decoding: text, as: UTF8.self), rng: &rng)
    }

    /// `text` without white space at its ends (only a paragraph break can lead or
    /// trail); a word when nothing is left.
    private static func trimmed(_ text: String, rng: inout SplitMix64) -> String {
        var trimmed = text.unicodeScalars[...]
        while let first = trimmed.first, first.properties.isWhitespace { trimmed.removeFirst() }
        while let last = trimmed.last, last.properties.isWhitespace { trimmed.removeLast() }
        return trimmed.isEmpty ? words[rng.below(words.count)] : String(trimmed)
    }

    static let words = """
        the of and to in is you that it he was for on are as with his they at be this have from or one had by word but \
        not what all were we when your can said there use an each which she do how their if will up other about out \
        many then them these so some her would make like him into time has look two more write go see number no way \
        could people my than first water been call who oil its now find long down day did get come made may part new \
        sound take only little work know place year live me back give most very after thing our just name good \
        sentence man think say great where help through much before line right too mean old any same tell boy follow \
        came want show also around form three small set put end does another well large must big even such because \
        turn here why ask went men read need land different home us move try kind hand picture again change off play \
        spell air away animal house point page letter mother answer found study still learn should America world \
        astrology yoga arcade games swift layout table cells height width constraint label stack text font dynamic
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    /// Each piece's UTF-8 with its length in characters, found once (appending strings
    /// piece by piece cost a tenth of measuring the row).
    private static func counted(_ pieces: [String]) -> [(bytes: [UInt8], count: Int)] { pieces.map { (Array($0.utf8), $0.count) } }
    static let wordPieces = counted(words)
    static let linkPrefix = Array("apple.co/".utf8)
    static let hashtags = counted(words.map { "#" + $0.capitalized })
    static let handles = counted(["AppStore", "AppleArcade", "swiftlang", "CoStarAstrology", "AsanaRebel", "tim_cook",
                                  "jane_doe", "layout_nerd", "cellsize", "a11y_first", "typography", "pango_fan"].map { "@" + $0 })
    static let emoji = counted(["✨", "🎉", "⭐️", "🧘‍♀️", "😈", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🔥", "❤️", "🚀", "🙈",
                                "🏳️‍🌈", "🤷‍♂️", "☕️", "📱", "🎮", "🌍", "💯", "🥳"])
    static let cjk = counted(["今日はとても良い天気ですね", "新しいアプリを試してみました", "自动布局让单元格自己决定高度",
                              "表格视图的每一行", "東京で会いましょう", "这是一个很长的句子，用来测试换行", "日本語の文章",
                              "中文文本排版", "デザインとレイアウト", "你好世界"])
    static let rightToLeft = counted(["مرحبا بالعالم", "هذا نص عربي طويل", "التخطيط التلقائي", "شكرا جزيلا",
                                      "שלום עולם", "זהו טקסט בעברית", "פריסה אוטומטית", "תודה רבה"])
    static let users: [Tweet.User.ViewModel] = [
        ("App Store", "@AppStore"), ("Apple Arcade", "@AppleArcade"), ("Swift", "@swiftlang"),
        ("Co–Star", "@CoStarAstrology"), ("Asana Rebel", "@AsanaRebel"), ("Jane Doe", "@jane_doe"),
        ("Layout Nerd", "@layout_nerd"), ("佐藤 花子", "@hanako"), ("محمد علي", "@m_ali"),
        ("A very long display name indeed", "@a_very_long_user_name_too"),
    ].map { name, handle in Tweet.User.ViewModel(username: handle, displayName: name,
                                                 avatar: .initials(for: name, side: 60, shape: .roundedSquare(cornerRadius: 0), scale: 3)) }
    static let media: [Tweet.Media.ViewModel] = [
        CGSize(width: 514, height: 315), CGSize(width: 1200, height: 675), CGSize(width: 1080, height: 1080),
        CGSize(width: 1080, height: 1350), CGSize(width: 600, height: 900), CGSize(width: 320, height: 180),
    ].enumerated().map { index, size in
        Tweet.Media.ViewModel(image: .gradient(seed: "feed\(index)", pixelSize: CGSize(width: size.width / 4, height: size.height / 4), scale: 1),
                              size: size)
    }
}

/// A small, fast, well-mixed random number generator (SplitMix64): the same
/// numbers for the same seed everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
