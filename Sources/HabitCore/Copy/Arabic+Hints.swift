extension Arabic: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "الملف \(name) فارغ: لا شيء فيه للاستيراد." }
    public var invitedTitle: String { "وصلتك دعوة" }
    public var invitedIntro: String {
        "اختر اسم مستخدم وكلمة مرور لحسابك. متتبعاتك لك وحدك: لا يراها أحد غيرك على هذا الخادم."
    }
    public func testLink(_ url: String) -> String { "يفتح الرابط \(url) (لعنوان آخر استخدم --url أو HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "اختبار للساعة \(time) — أُنجز اليوم، فلن يصل تذكير فعلي" }
    public var limitReached: String { "بلغت الحد" }
    public var overLimit: String { "تجاوزت الحد" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "أُنجزت \(name) اليوم، لذا يبدأ الإيقاف المؤقت غدًا ويبقى اليوم محسوبًا."
    }
    public var pauseAllStartsTomorrow: String {
        "بعض العادات أُنجزت اليوم، لذا يبدأ الإيقاف المؤقت غدًا ويبقى اليوم محسوبًا لها. اختر تاريخ اليوم لإيقافها اليوم أيضًا."
    }
    public func habitCount(_ count: Int) -> String { counted(count, one: "عادة واحدة", two: "عادتان", few: "عادات", many: "عادةً", other: "عادة") }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "استئناف الكل" }
    public var cancelPlannedPauses: String { "إلغاء الإيقافات المخططة" }
    public var flexibleRateNote: String {
        "* العادة التي تُنجز عددًا من المرات في الأسبوع أو الشهر أو خلال أيام تكون مجدولة فقط في الأيام التي لا يزال هدفها يحتاجها، لذا لا تُحتسب هنا الأيام المنجزة قبلها؛ وتُظهر قوة العادة كيف تسير."
    }
    public var shortMonthLabels: [String] {
        ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
    }
}
