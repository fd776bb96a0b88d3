import Testing

extension Tag {
    /// The SPEC can be read two ways here; the test pins the reading the core implements, and
    /// the comment at the test says what the other reading would give.
    @Tag static var specReading: Self
}
