extension English: SyncCopy {
    public var writeSuperseded: String { "A newer change made on another device was kept." }
}
