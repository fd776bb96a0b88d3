extension Arabic: SignInCopy {
    public func signInWith(_ label: String) -> String { "تسجيل الدخول عبر \(label)" }
    public var passwordSignInOff: String { "تسجيل الدخول بكلمة المرور معطّل على هذا الخادم." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "خدمة تسجيل الدخول غير متاحة الآن (\(detail)). حاول مرة أخرى لاحقًا."
        case .providerRefused(let code): "لم تُسجّل خدمة تسجيل الدخول دخولك (\(code))."
        case .stateInvalid: "انتهت صلاحية تسجيل الدخول هذا، أو استُخدم من قبل، أو بدأ في متصفح آخر. ابدأ من جديد."
        case .tokenMalformed: "ردّ خدمة تسجيل الدخول ليس رمز هوية صالحًا؛ لم يُفعل شيء."
        case .algorithmRefused(let algorithm): "وقّعت خدمة تسجيل الدخول بالخوارزمية \"\(algorithm)\"؛ لا يُقبل إلا RS256 وES256."
        case .unknownKey: "وقّعت خدمة تسجيل الدخول بمفتاح لا تنشره؛ لم يُفعل شيء."
        case .signatureInvalid: "توقيع رمز الهوية غير صالح؛ لم يُفعل شيء."
        case .issuerMismatch: "رمز الهوية صادر عن جهة غير الجهة التي يثق بها هذا الخادم."
        case .audienceMismatch: "رمز الهوية صادر لتطبيق آخر."
        case .expired: "انتهت صلاحية رمز الهوية. سجّل الدخول مرة أخرى."
        case .notYetValid: "رمز الهوية مؤرّخ في المستقبل؛ تحقّق من ساعتي هذا الخادم وخدمة تسجيل الدخول."
        case .nonceMismatch: "رمز الهوية يخص تسجيل دخول آخر. ابدأ من جديد."
        case .noAccount(let subject):
            "لا يوجد هنا حساب مرتبط بتسجيل الدخول هذا (\(subject)). اطلب من مالك الخادم ربطه: "
                + "habits user link NAME --oidc-sub \(subject)"
        case .wrongAccount: "تسجيل الدخول هذا يخص حسابًا آخر؛ لم يُحذف شيء."
        case .unknownProxyUser(let name): "سجّل الوكيل دخولك باسم \"\(name)\"، لكن لا يوجد حساب بهذا الاسم هنا."
        }
    }
    public var signedInContinue: String { "تم تسجيل دخولك." }
    public var continueToApp: String { "المتابعة إلى Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "حُذف الحساب \"\(name)\" وكل عاداته." }

    public var signInMethodsTitle: String { "طرق تسجيل الدخول" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "كلمة مرور" : "بلا كلمة مرور" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject))، رُبط في \(mediumDate(day))"
    }
    public var proxyMethod: String { "تسجيل الدخول عبر الوكيل الذي أمام هذا الخادم" }

    public var passwordSection: String { "كلمة المرور" }
    public var currentPassword: String { "كلمة المرور الحالية" }
    public var newPassword: String { "كلمة المرور الجديدة" }
    public var repeatNewPassword: String { "كلمة المرور الجديدة مرة أخرى" }
    public func newPasswordHint(minimum: Int) -> String {
        "\(minimum) أحرف على الأقل، وألا تكون اسم الحساب. يُسجَّل الخروج من كل الأجهزة الأخرى."
    }
    public var noPasswordYet: String { "ليس لهذا الحساب كلمة مرور: يسجّل الدخول بطريقة أخرى. يمكنك تعيين واحدة." }
    public var changePassword: String { "تغيير كلمة المرور" }
    public var setPassword: String { "تعيين كلمة المرور" }
    public func passwordChanged(signedOut: Int) -> String {
        "تم تغيير كلمة المرور." + (signedOut == 0 ? "" : " عدد الأجهزة الأخرى التي سُجّل خروجها: \(signedOut).")
    }

    public var deleteAccountSection: String { "حذف الحساب" }
    public var deleteAccountHint: String {
        "يزيل هذا الحساب وكل عاداته وكل جهاز سُجّل الدخول منه، نهائيًا. صدّر عاداتك أولًا إن أردت الاحتفاظ بها."
    }
    public var exportFirst: String { "التصدير أولًا" }
    public var confirmWithPassword: String { "كلمة مرورك للتأكيد" }
    public var deleteAccountButton: String { "احذف حسابي" }
    public func confirmDeletionWith(_ label: String) -> String { "التأكيد عبر \(label) والحذف" }
    public var cannotConfirmDeletion: String {
        "ليس لهذا الحساب كلمة مرور ولا تسجيل دخول للتأكيد به. عيّن كلمة مرور أعلاه، أو اطلب ذلك من مالك الخادم."
    }

    public func newPasswordPrompt(_ name: String) -> String { "كلمة المرور الجديدة لـ \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "تم تغيير كلمة مرور \"\(name)\"؛ عدد الجلسات المنتهية: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "رُبط \"\(name)\" بـ \(subject) لدى \(issuer)."
    }
}
