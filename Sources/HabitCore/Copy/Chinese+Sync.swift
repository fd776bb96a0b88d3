extension Chinese: SyncCopy {
    public var writeSuperseded: String { "已保留在另一台设备上所做的较新更改。" }
}
