extension Turkish: SyncCopy {
    public var writeSuperseded: String { "Başka bir cihazda yapılan daha yeni bir değişiklik korundu." }
}
