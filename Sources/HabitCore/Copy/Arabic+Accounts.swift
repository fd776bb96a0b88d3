extension Arabic: AccountCopy {
    public var username: String { "اسم المستخدم" }
    public var password: String { "كلمة المرور" }
    public var wrongCredentials: String { "اسم المستخدم أو كلمة المرور غير صحيحة." }
    public func tooManySignIns(minutes: Int) -> String {
        let wait = counted(minutes, one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة")
        return "محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد \(wait)."
    }
    public var signUpTitle: String { "Habits — أنشئ حسابك" }
    public var createAccount: String { "إنشاء حساب" }
    public var passwordHint: String { "8 أحرف على الأقل." }

    public var accountSection: String { "الحساب" }
    public func signedInAs(_ name: String) -> String { "تم تسجيل الدخول باسم \(name)" }
    public var signOut: String { "تسجيل الخروج" }
    public var sessionsTitle: String { "الأجهزة المسجَّل دخولها" }
    public var thisDevice: String { "هذا الجهاز" }
    public func lastActive(_ day: Day) -> String { "آخر نشاط: \(mediumDate(day))" }
    public var revoke: String { "إبطال" }
    public var tokensTitle: String { "رموز API المميزة" }
    public var tokensHint: String { "للبرامج النصية والتطبيقات الأخرى: أرسل الترويسة Authorization: Bearer متبوعة بالرمز." }
    public var tokenLabel: String { "التسمية" }
    public var createToken: String { "إنشاء رمز" }
    public var tokenShownOnce: String { "انسخ هذا الرمز الآن: لن يظهر إلا مرة واحدة." }
    public var noTokens: String { "لا توجد رموز بعد." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "آخر استخدام: \(mediumDate($0))" } ?? "لم يُستخدم قط" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "تمت إضافة الحساب «\(name)»." + (adopted ? " يحتفظ بالعادات الموجودة في قاعدة البيانات هذه." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "حذف «\(name)» يزيل الحساب وكل عاداته. أعد التشغيل مع --yes للحذف."
    }
    public func deletedAccount(_ name: String) -> String { "تم حذف الحساب «\(name)» وكل عاداته." }
    public func passwordPrompt(_ name: String) -> String { "كلمة المرور لـ \(name): " }
    public var noAccounts: String { "لا توجد حسابات: يعمل Habits في الوضع الشخصي. أضف حسابًا بالأمر 'habits user add NAME'." }
    public func invitation(link: String, until day: Day) -> String {
        "رابط التسجيل (يعمل مرة واحدة، حتى \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "الرمز «\(label)» للحساب \(account) (يظهر هذه المرة فقط):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "تم إبطال الرمز \(id)." }
}
