// The rules' WebAssembly interface (SPEC §23), compiled only into `rules.wasm` (wasm/build.sh):
// plain integers and one byte buffer in linear memory, no generated glue. The page asks
// `habits_input(n)` for room for n bytes, writes UTF-8 text there, calls a function with the
// length, and reads the answer's bytes from `habits_output()` for the length it returns.
//
//   habits_board(n)          PageRules.board: the cards after the writes the page holds (JSON)
//   habits_form(n)           FormCheck.trackerForm: the New/Edit form as posted (JSON)
//   habits_today(ms, start)  today (YYYY-MM-DD) at ms since 1970 for a day starting `start` hours
//                            after midnight, asking the page for the zone's offset (`env.offset`)

/// The zone's offset from UTC in seconds at an instant (seconds since 1970): the page's
/// `-new Date(s * 1000).getTimezoneOffset() * 60`.
@_extern(wasm, module: "env", name: "offset")
func hostOffset(_ second: Double) -> Int32

nonisolated(unsafe) var input: [UInt8] = []
nonisolated(unsafe) var output: [UInt8] = []

@_cdecl("habits_input")
public func habitsInput(_ size: Int32) -> UnsafeMutablePointer<UInt8> {
    input = [UInt8](repeating: 0, count: Int(size) + 1)
    return input.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

@_cdecl("habits_output")
public func habitsOutput() -> UnsafePointer<UInt8> {
    output.withUnsafeBufferPointer { $0.baseAddress! }
}

/// The bytes the page wrote, `length` of them.
func received(_ length: Int32) -> ArraySlice<UInt8> { input[0..<min(Int(length), input.count)] }

func answer(_ bytes: [UInt8]) -> Int32 {
    output = bytes + [0]
    return Int32(bytes.count)
}

@_cdecl("habits_board")
public func habitsBoard(_ length: Int32) -> Int32 { answer(PageRules.board(received(length))) }

@_cdecl("habits_form")
public func habitsForm(_ length: Int32) -> Int32 { answer(FormCheck.trackerForm(received(length))) }

@_cdecl("habits_today")
public func habitsToday(_ milliseconds: Double, _ dayStart: Int32) -> Int32 {
    let second = Int64((milliseconds / 1000).rounded(.down))
    return answer(Array(PageRules.today(second: second, dayStart: Int(dayStart)) { Int(hostOffset(Double($0))) }.utf8))
}
