extension French: SyncCopy {
    public var writeSuperseded: String { "Une modification plus récente faite sur un autre appareil a été conservée." }
}
