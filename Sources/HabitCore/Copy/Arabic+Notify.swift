extension Arabic: NotifyCopy {
    public func reminderBody(time: String) -> String { "تذكير الساعة \(time) — لم يُنجَز اليوم بعد" }
    public var doneAction: String { "تم" }

    public var remindersIntro: String {
        "إلى أين تذهب التذكيرات: إشعارات هذا الجهاز، أو موضوع ntfy، أو خطاف ويب خاص بك."
    }
    public var iPhoneNote: String {
        "على iPhone لا تصل الإشعارات إلى Habits إلا بعد إضافته إلى الشاشة الرئيسية (iOS 16.4 أو أحدث)؛ أما تطبيق ntfy فيعمل في كل مكان."
    }
    public var pushEnable: String { "تلقي التذكيرات على هذا الجهاز" }
    public var pushUnsupported: String { "لا يستطيع هذا المتصفح تلقي الإشعارات هنا (يحتاج إلى https أو التطبيق المثبّت)." }
    public var pushDenied: String { "الإشعارات محظورة لهذا الموقع؛ اسمح بها من إعدادات المتصفح." }
    public var pushEnabled: String { "هذا الجهاز يتلقى التذكيرات." }
    public var pushFailed: String { "تعذّر اشتراك هذا الجهاز؛ حاول مرة أخرى لاحقًا." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "الإشعارات"
        case .ntfy: "ntfy"
        case .webhook: "خطاف ويب"
        }
    }
    public var ntfyURLLabel: String { "عنوان موضوع ntfy" }
    public var ntfyHint: String { "مثل https://ntfy.sh/your-secret-topic؛ اشترك فيه من تطبيق ntfy." }
    public var webhookURLLabel: String { "عنوان خطاف الويب" }
    public var webhookSecretLabel: String { "السر (اختياري)" }
    public var webhookHint: String { "يُرسَل كل تذكير بطلب POST بصيغة JSON، موقَّعًا بالسر في X-Habits-Signature." }
    public var secretShown: String { "السر" }
    public var addChannel: String { "إضافة" }
    public var removeChannel: String { "إزالة" }
    public func removeChannelLabel(_ name: String) -> String { "إزالة \(name)" }
    public var noChannels: String { "لا توجد قنوات بعد." }
    public var neverSent: String { "لم يُرسَل شيء بعد" }
    public func delivered(at: String) -> String { "تم التسليم \(at)" }
    public func failed(at: String, problem: String) -> String { "فشل الإرسال \(at): \(problem)" }
    public var channelAdded: String { "تمت إضافة القناة." }
    public var channelRemoved: String { "تمت إزالة القناة." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "أُرسل اختبار إلى \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "أضف متتبعًا أولًا: يعرض التذكير التجريبي واحدًا منها." }
}
