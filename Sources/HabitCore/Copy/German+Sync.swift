extension German: SyncCopy {
    public var writeSuperseded: String { "Eine neuere Änderung von einem anderen Gerät wurde behalten." }
}
