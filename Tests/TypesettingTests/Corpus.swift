/// Paragraphs for the line-breaking agreement sweep: the seed timeline's tweets,
/// long URLs and unbreakable words, emoji, CJK, right-to-left text, newlines,
/// non-breaking spaces and soft hyphens.
enum Corpus {
    static let tweets = [
        "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology",
        "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: apple.co/Pinstripe",
        "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nPlay now: apple.co/topgames21",
        "2022 is the year you rethink what yoga can do. 🧘♀️\n\nAsana Rebel is a yoga-inspired workout app that caters to all fitness levels. Even if you don’t know your chakra from your elbow, it can help you lose weight, improve flexibility, and build strength: apple.co/-AsanaRebel",
        "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nFrom slam dunks in NBA 2K22 Arcade Edition to stealthy shenanigans in Sneaky Sasquatch, these games had us scoring, battling, and always laughing.\n\nPlay now: apple.co/topgames21",
    ]

    static let others = [
        "Self-sizing cells get their height from Auto Layout: pin the content to the edges of the content view and let the label wrap.",
        "https://developer.apple.com/documentation/uikit/uitableview/automaticdimension?language=objc&platform=ios",
        "Supercalifragilisticexpialidocious-antidisestablishmentarianism-pneumonoultramicroscopicsilicovolcanoconiosis",
        "A short line",
        "Word",
        "Hello, world!",
        "Family: 👨‍👩‍👧‍👦 skin tones: 👋🏻 👋🏽 👋🏿 flags: 🇯🇵 🇫🇷 🇧🇷 🏳️‍🌈 and a keycap 1️⃣ in the middle of a sentence.",
        "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳",
        "自動レイアウトは、制約に基づいてビューのサイズと位置を計算します。セルの高さは内容から決まります。",
        "表格视图中的单元格可以根据内容自动调整高度，这需要正确设置约束条件。",
        "오토 레이아웃은 제약 조건을 기반으로 뷰의 크기와 위치를 계산합니다.",
        "עברית: התאים בטבלה משנים את גובהם לפי התוכן שלהם, בלי חישוב ידני.",
        "العربية: تقوم الخلايا بتغيير حجمها تلقائيًا وفقًا للمحتوى الموجود بداخلها.",
        "Mixed direction: the word שלום means peace and مرحبا means hello, in one line.",
        "Combining marks: e\u{301}te\u{301}, n\u{303}, a\u{30A}, Z\u{327}\u{30C}, and Devanagari: नमस्ते दुनिया, क्षत्रिय।",
        "First line\nSecond line after a newline\n\nAfter an empty line\r\nWindows line ending\u{2028}Line separator\u{2029}Paragraph separator",
        "Non\u{A0}breaking\u{A0}spaces\u{A0}keep\u{A0}these\u{A0}words\u{A0}together while the rest can wrap normally here.",
        "Soft\u{AD}hy\u{AD}phens: in\u{AD}ter\u{AD}na\u{AD}tion\u{AD}al\u{AD}iza\u{AD}tion and in\u{AD}com\u{AD}pre\u{AD}hen\u{AD}si\u{AD}bil\u{AD}i\u{AD}ty break without a hyphen.",
        "Zero\u{200B}width\u{200B}spaces\u{200B}allow\u{200B}breaks\u{200B}inside\u{200B}this\u{200B}long\u{200B}compound\u{200B}word.",
        "Trailing spaces at the end of the paragraph     ",
        "   Leading spaces and    several    inner   spaces   between   words.",
        "Numbers 1,234,567.89 and prices $19.99 / €17,50 and 50% off (today only) — dashes – and “quotes”.",
        "iPhone 15 Pro Max · iPad Pro 11″ · MacBook Air M3 · Apple Watch Ultra 2 · AirPods Pro (2nd generation)",
        "@CoStarAstrology #astrology #apps via apple.co/CoStarAstrology — 4,000-year-old system",
        "Tab\tseparated\tvalues\tin\ta\trow",
        "A",
        "",
        "Ligatures: office, affluent, fjord, waffle, efficient, shuffle; kerning: AVATAR, WAVE, Type, Yo.",
        "ThisIsAVeryLongIdentifierWithoutAnySpacesThatMustBeBrokenSomewhereBecauseItCannotFit and then normal words.",
        "Thai: ภาษาไทยไม่มีช่องว่างระหว่างคำ การตัดบรรทัดต้องใช้พจนานุกรม",
    ]

    static var all: [String] { tweets + others }
}
