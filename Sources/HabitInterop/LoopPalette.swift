import HabitCore
import HabitStore

/// Loop's colours and the way between them and `Palette.colors`.
enum LoopPalette {
    /// Loop's 20-colour palette (version 21 on), by index: red, deep orange, orange, amber,
    /// yellow, lime, light green, green, teal, cyan, light blue, blue, indigo, deep purple,
    /// purple, pink, brown, dark grey, grey, light grey.
    static let colors: [Int] = [
        0xD32F2F, 0xE64A19, 0xF57C00, 0xFF8F00, 0xF9A825, 0xAFB42B, 0x7CB342, 0x388E3C, 0x00897B, 0x00ACC1,
        0x039BE5, 0x1976D2, 0x303F9F, 0x5E35B1, 0x8E24AA, 0xD81B60, 0x5D4037, 0x303030, 0x757575, 0xAAAAAA,
    ]

    /// Backups from version 14 to 20 index a 13-colour palette; version 21 moved each to its
    /// place in the 20-colour one.
    static let fromThirteen = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// The palette index a backup of `version` stores as `value`, as Loop would read it today
    /// (out of range: 0, as Loop's migrations do). Before version 14 the value is an ARGB colour.
    static func color(stored value: Int, version: Int) -> LoopColor {
        if version < 14 { return .rgb(value & 0xFFFFFF) }
        if version < 21 { return .index(fromThirteen.indices.contains(value) ? fromThirteen[value] : 0) }
        return .index(colors.indices.contains(value) ? value : 0)
    }

    static func rgb(of color: LoopColor) -> Int {
        switch color {
        case .index(let index): return colors[colors.indices.contains(index) ? index : 0]
        case .rgb(let rgb): return rgb
        }
    }

    /// The palette colour (`#RRGGBB`) nearest to a Loop colour.
    static func nearestPaletteColor(to color: LoopColor) -> String { SourceMapping.nearestPaletteColor(to: rgb(of: color)) }

    /// The Loop palette index nearest to a palette colour (for the Loop backup export).
    static func nearestLoopIndex(to color: String) -> Int {
        let rgb = SourceMapping.value(of: color)
        return colors.indices.min { SourceMapping.distance(rgb, colors[$0]) < SourceMapping.distance(rgb, colors[$1]) }!
    }
}
