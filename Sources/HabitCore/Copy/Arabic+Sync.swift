extension Arabic: SyncCopy {
    public var writeSuperseded: String { "تم الإبقاء على تغيير أحدث أُجري على جهاز آخر." }
}
