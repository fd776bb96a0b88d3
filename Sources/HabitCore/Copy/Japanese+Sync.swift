extension Japanese: SyncCopy {
    public var writeSuperseded: String { "別の端末で行われた新しい変更が保持されました。" }
}
