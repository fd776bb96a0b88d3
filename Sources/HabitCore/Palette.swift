import Foundation

/// The emoji and colours a tracker can wear, in the order the form shows them.
public enum Palette {
    /// Seed 000's design.
    public static let emoji = ["🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶",
                               "🤔", "🙌", "🍔", "🥦", "🏓", "🥇", "🎸", "🏝", "😪"]

    /// Seed 003's eight swatches, then the rest of seed 000's design.
    public static let colors = ["#2563EB", "#16A34A", "#F59E0B", "#DC2626", "#9333EA", "#0891B2",
                                "#DB2777", "#475569", "#FD4C49", "#FF881E", "#007BFA", "#6E44FE",
                                "#33CF69", "#E66DD4", "#35347C", "#FF99CC", "#7994F5", "#2FD058"]

    /// `#RRGGBB` in upper case, from `RRGGBB` or `#rrggbb`; nil when it is not six hex digits.
    public static func normalizedColor(_ text: String) -> String? {
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.utf8.count == 6, hex.utf8.allSatisfy({ isHexDigit($0) }) else { return nil }
        return "#" + hex.uppercased()
    }

    /// White or near-black, whichever contrasts more with the colour (WCAG relative luminance).
    /// On every palette colour the winner reaches 4.5:1.
    public static func ink(on color: String) -> String {
        let background = luminance(color)
        let white = 1.0, nearBlack = luminance(nearBlackInk)
        let contrastWhite = (white + 0.05) / (background + 0.05)
        let contrastDark = (background + 0.05) / (nearBlack + 0.05)
        return contrastWhite >= contrastDark ? "#FFFFFF" : nearBlackInk
    }

    public static let nearBlackInk = "#111111"

    /// WCAG 2 contrast ratio between two `#RRGGBB` colours.
    public static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static func luminance(_ color: String) -> Double {
        let hex = Array(color.utf8.dropFirst())
        func channel(_ offset: Int) -> Double {
            let value = Double(hexValue(hex[offset]) * 16 + hexValue(hex[offset + 1])) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> Int {
        switch byte {
        case 48...57: return Int(byte - 48)
        case 65...70: return Int(byte - 55)
        default: return Int(byte - 87)
        }
    }
}

