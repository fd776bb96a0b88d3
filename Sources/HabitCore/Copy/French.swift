/// The product's French copy, addressing the person as "vous" as French phone apps mostly do;
/// a no-break space stands before `:` `;` `!` `?` `%` and inside « ».
///
/// Glossary (one word per product term throughout):
/// habit – habitude (f.) · tracker – suivi (m.) · irregular event – événement irrégulier · streak – série ·
/// skip – sauter (sauté) · pause – mettre en pause (en pause, reprendre) · archive – archiver (archives) ·
/// measurable – mesurable (yes/no: habitude oui/non) · category – catégorie · done – fait (terminé in
/// filters) · entry – entrée · reminder – rappel · strength – force · target – objectif ·
/// step – incrément · due – prévu.
/// A tracker's name agrees with "suivi" (masculine) unless the sentence names the habit itself.
public struct French: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Français" }

    public var pluralRule: PluralRule { .french }

    // MARK: Dates

    public var monthNames: [String] {
        ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
         "septembre", "octobre", "novembre", "décembre"]
    }
    private var shortMonthNames: [String] {
        ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
    }
    public var weekdayNames: [String] { ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] }
    public var shortWeekdayNames: [String] { ["Lun.", "Mar.", "Mer.", "Jeu.", "Ven.", "Sam.", "Dim."] }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    /// `EEEE d MMMM`: "Samedi 8 mars".
    public func heading(_ day: Day) -> String { "\(weekdayTitle(day.weekday)) \(day.dayOfMonth) \(monthName(day.month))" }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    /// `d MMM y`: "1 mars 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    /// `E d`: "Sam. 8".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "jour", other: "jours")))" }
    public func trackerCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "suivi", other: "suivis")))" }
    public func best(_ count: Int) -> String { "Record \(count)" }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "fois", other: "fois")))" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) par semaine"
        case .monthly(let count): "\(times(count)) par mois"
        case .rolling(1, let days): "Tous les \(days) jours"
        case .rolling(let count, let days): "\(times(count)) en \(days) jours"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) sem."
        case .months: "\(count) mois"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, PluralForms(one: "semaine", other: "semaines")))"
        case .months: "\(count) mois"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Suivis" }
    public var statistics: String { "Statistiques" }
    public var search: String { "Rechercher" }
    public var filters: String { "Filtres" }
    public var whatToTrack: String { "Que voulez-vous suivre ?" }
    public var nothingFound: String { "Aucun résultat" }
    public var pinned: String { "Épinglés" }
    public var progressTodayTemplate: String { "{done} sur {total} faits aujourd’hui" }
    public var progressOtherDayTemplate: String { "{done} sur {total} faits" }
    public var allDoneToday: String { "Tout est fait pour aujourd’hui. Bravo !" }
    public var addTracker: String { "Ajouter un suivi" }
    public var createTracker: String { "Créer un suivi" }
    public var habit: String { "Habitude" }
    public var irregularEvent: String { "Événement irrégulier" }
    public var chooseDate: String { "Choisir un jour" }
    public var previousMonth: String { "Mois précédent" }
    public var nextMonth: String { "Mois suivant" }
    public var today: String { "Aujourd’hui" }
    public var settings: String { "Réglages" }
    public func menuFor(_ name: String) -> String { "\(name) : actions" }
    public func markDone(_ name: String) -> String { "Marquer « \(name) » comme fait" }
    public var pin: String { "Épingler" }
    public var unpin: String { "Désépingler" }
    public var edit: String { "Modifier" }
    public var details: String { "Détails" }
    public var delete: String { "Supprimer" }
    public var allTrackers: String { "Tous les suivis" }
    public var todaysTrackers: String { "Suivis du jour" }
    public var completed: String { "Terminés" }
    public var uncompleted: String { "Non terminés" }
    public func deleteTrackerQuestion(_ name: String) -> String {
        "Supprimer « \(name) » et son historique ? Cette action est irréversible."
    }
    public var offlineStatus: String { "Hors ligne – vos actions seront synchronisées" }
    public var syncedStatus: String { "Toutes les modifications sont synchronisées" }
    public var refusedStatus: String { "Une modification faite hors ligne n’a pas été enregistrée :" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Ne suivez que ce qui compte pour vous", "Même si ce ne sont pas des litres d’eau et du yoga"] }
    public var onboardingLabel: String { "Bienvenue dans Habits" }
    public var awesomeTech: String { "Génial, cette techno !" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Rien à analyser pour l’instant" }
    public var bestStreak: String { "Meilleure série" }
    public var perfectDays: String { "Jours parfaits" }
    public var trackersCompleted: String { "Suivis terminés" }
    public var average: String { "Moyenne" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Nouvelle habitude" }
    public var newEvent: String { "Nouvel événement irrégulier" }
    public var editHabit: String { "Modifier l’habitude" }
    public var editEvent: String { "Modifier l’événement irrégulier" }
    public var namePlaceholder: String { "Saisissez le nom du suivi" }
    public var trackerName: String { "Nom du suivi" }
    public var clear: String { "Effacer" }
    public var category: String { "Catégorie" }
    public var schedule: String { "Planning" }
    public var everyDay: String { "Tous les jours" }
    public var note: String { "Remarque" }
    public var notePlaceholder: String { "Description (facultative)" }
    public var emoji: String { "Émoji" }
    public var color: String { "Couleur" }
    public var cancel: String { "Annuler" }
    public var create: String { "Créer" }
    public var save: String { "Enregistrer" }
    public var done: String { "OK" }
    public var chooseCategory: String { "Choisissez une catégorie." }
    public var chooseDays: String { "Choisissez au moins un jour." }
    public var chooseEmoji: String { "Choisissez un émoji." }
    public var chooseColor: String { "Choisissez une couleur." }
    public var startDate: String { "Date de début" }
    public var chooseStart: String { "Choisissez une date de début." }
    public var changedElsewhere: String {
        "Ce suivi a été modifié après l’ouverture du formulaire. Voici ses valeurs actuelles ; refaites votre modification."
    }
    public var colorNames: [String] {
        ["Bleu", "Vert", "Ambre", "Rouge", "Pourpre", "Turquoise", "Rose", "Ardoise", "Corail", "Orange", "Azur", "Violet",
         "Menthe", "Orchidée", "Indigo", "Rose clair", "Pervenche", "Citron vert"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Série actuelle \(days(current)), record \(best)" }
    public var categoryPlaceholder: String { "Les habitudes et les événements peuvent être regroupés par thème" }
    public var addCategory: String { "Ajouter une catégorie" }
    public var newCategory: String { "Nouvelle catégorie" }
    public var categoryNamePlaceholder: String { "Saisissez le nom de la catégorie" }
    public var categoryMenu: String { "Actions de la catégorie" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Supprimer « \(name) » et \(plural(count, PluralForms(one: "son", other: "ses"))) \(trackerCount(count)) ? Cette action est irréversible."
    }

    // MARK: Tracker detail

    public var back: String { "← Retour" }
    public var offlineTitle: String { "Pas de connexion" }
    public var offlineMessage: String { "Cet écran n’est pas enregistré sur cet appareil. Connectez-vous à Internet et réessayez." }
    public var currentStreak: String { "Série actuelle" }
    public var bestStreakDetail: String { "Série record" }
    public var last7Days: String { "7 derniers jours" }
    public var last30Days: String { "30 derniers jours" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) \(plural(days, PluralForms(one: "fait", other: "faits"))) depuis le \(mediumDate(start))"
    }
    public var dayDone: String { "fait" }
    public var dayMissed: String { "manqué" }
    public var dayPending: String { "pas encore fait" }
    public var dayUnscheduled: String { "non prévu" }
    public var dayBeforeStart: String { "avant le début" }
    public var daySkipped: String { "sauté" }
    public var dayPaused: String { "en pause" }
    public var dayOpen: String { "facultatif" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Jours de la semaine" }
    public var scheduleTimesAWeek: String { "Fois par semaine" }
    public var scheduleTimesAMonth: String { "Fois par mois" }
    public var scheduleEveryNDays: String { "Tous les N jours" }
    public var scheduleTimesInDays: String { "N fois en M jours" }
    public var applySchedule: String { "Appliquer" }
    public var numberOfTimes: String { "Nombre de fois" }
    public var numberOfDays: String { "Nombre de jours" }
    public var measureTitle: String { "Mesure" }
    public var measureAmount: String { "Compter une quantité" }
    public var measureFixedHint: String {
        "Une habitude oui/non reste oui/non ; pour compter une quantité, créez une nouvelle habitude."
    }
    public var unit: String { "Unité" }
    public var unitPlaceholder: String { "verres, km, min" }
    public var target: String { "Objectif" }
    public var atMost: String { "Au plus" }
    public var step: String { "Incrément" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        "\(direction == .atLeast ? "Au moins" : "Au plus") \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "par jour"
        case .weeks: "par semaine"
        case .months: "par mois"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) cette semaine"
        case .months: "\(value) / \(target) \(unit) ce mois-ci"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Ajouter \(step) \(unit) à « \(name) »" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Record \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Série actuelle \(streakLength(current, unit)), record \(streakLength(best, unit))"
    }
    public var value: String { "Valeur" }
    public func valueFor(_ name: String) -> String { "Valeur de « \(name) »" }
    public var skipToday: String { "Sauter aujourd’hui" }
    public var skip: String { "Sauter" }
    public var unskip: String { "Ne plus sauter" }
    public func noteFor(_ name: String) -> String { "Remarque sur « \(name) »" }
    public var dayNote: String { "Remarque du jour" }
    public var skippedCard: String { "Sauté" }
    public var optionalToday: String { "Facultatif aujourd’hui" }
    public var pause: String { "Mettre en pause" }
    public var resume: String { "Reprendre" }
    public var archive: String { "Archiver" }
    public var unarchive: String { "Désarchiver" }
    public var moveUp: String { "Monter" }
    public var moveDown: String { "Descendre" }
    public var pausedSection: String { "En pause" }
    public func pauseFor(_ name: String) -> String { "Mettre « \(name) » en pause" }
    public var pauseFrom: String { "Du" }
    public var pauseUntil: String { "Au" }
    public var pauseUntilHint: String { "Laissez « Au » vide pour une pause jusqu’à ce que vous repreniez." }
    public func pausedUntil(_ day: Day?) -> String {
        day.map { "En pause jusqu’au \(mediumDate($0))" } ?? "En pause jusqu’à la reprise"
    }
    public var pauseAll: String { "Tout mettre en pause" }
    public var pauseAllHint: String { "Mettez toutes les habitudes en pause pendant les vacances : ces jours ne cassent pas les séries." }
    public var archivedTitle: String { "Archives" }
    public var nothingArchived: String { "Rien n’est archivé." }
    public var dayStart: String { "La journée commence à" }
    public var setDayStart: String { "Définir le début de journée" }
    public var dayStartHint: String { "Ce que vous cochez après minuit et avant cette heure compte pour la veille." }
    public var weekStart: String { "Premier jour de la semaine" }
    public var weekStartHint: String { "Les calendriers commencent ce jour-là, et une habitude hebdomadaire compte ses fois à partir de lui." }
    public var setWeekStart: String { "Définir le premier jour de la semaine" }

    // MARK: Settings

    public var languageLabel: String { "Langue" }
    public var export: String { "Exporter" }
    public var exportHint: String { "Téléchargez tout dans un seul fichier JSON." }
    public var importTitle: String { "Importer" }
    public var importHint: String { "Chargez un fichier exporté dans cette app vide." }
    public var importButton: String { "Importer un fichier" }
    public func imported(_ trackers: Int) -> String {
        "\(trackerCount(trackers)) \(plural(trackers, PluralForms(one: "importé", other: "importés")))."
    }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits – connexion" }
    public var passphrase: String { "Phrase secrète" }
    public var signIn: String { "Se connecter" }
    public var wrongPassphrase: String { "Phrase secrète incorrecte." }
    public var tooManyPassphrases: String { "Trop de phrases secrètes erronées. Patientez un instant et réessayez." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Introuvable", "Cette page ou ce suivi n’existe pas (ou plus).")
        case 503: ("Enregistrement impossible", "La modification n’a pas pu être enregistrée pour l’instant, et rien n’a changé. Réessayez dans un moment.")
        case 400...499: ("Ça n’a pas marché", "La requête n’a pas pu être comprise.")
        default: ("Un problème est survenu", "Un problème est survenu de notre côté. Réessayez.")
        }
    }
    public var backToTrackers: String { "Retour aux suivis" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Donnez un nom à votre suivi."
        case .nameTooLong, .categoryNameTooLong: "38 caractères maximum"
        case .duplicateTracker(let name): "Vous suivez déjà « \(name) »."
        case .categoryNameMissing: "Donnez un nom à votre catégorie."
        case .duplicateCategory(let name): "La catégorie « \(name) » existe déjà."
        case .noteTooLong: "La remarque ne doit pas dépasser 200 caractères."
        case .controlCharacters: "Les caractères de contrôle (comme NUL) sont interdits dans les noms et les remarques."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Choisissez l’un des émojis."
        case .invalidColor(let text): "« \(text) » n’est pas une couleur ; utilisez #RRGGBB."
        case .futureDay: "Impossible de cocher un jour à venir."
        case .beforeStart(let name, let start): "« \(name) » a commencé le \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "« \(name) » n’est pas prévu le \(weekdayName(weekday))."
        case .eventAlreadyDone(let name, let day):
            "« \(name) » a déjà été fait le \(mediumDate(day)). Annulez d’abord ce jour-là."
        case .startAfterFirstCompletion(let name, let first):
            "« \(name) » a été fait pour la première fois le \(mediumDate(first)) ; il ne peut pas commencer plus tard."
        case .startInFuture: "Un suivi ne peut pas commencer dans le futur."
        case .kindChange: "Une habitude ne peut pas devenir un événement, ni l’inverse."
        case .unknownTracker(let name): "Aucun suivi ne s’appelle « \(name) »."
        case .unknownCategory(let name): "Aucune catégorie ne s’appelle « \(name) »."
        case .databaseNotEmpty: "L’import demande une base de données vide ; celle-ci contient déjà des données."
        case .invalidImport(let problem): "Ce fichier ne peut pas être importé : \(problem)"
        case .scheduleOutOfRange(.weekly): "Choisissez de \(Schedule.weeklyLimits.lowerBound) à \(Schedule.weeklyLimits.upperBound) fois par semaine."
        case .scheduleOutOfRange(.monthly): "Choisissez de \(Schedule.monthlyLimits.lowerBound) à \(Schedule.monthlyLimits.upperBound) fois par mois."
        case .scheduleOutOfRange(.rolling):
            "Choisissez N fois en M jours, avec N au moins égal à \(Schedule.rollingTimesLimits.lowerBound) et inférieur à M, et M au plus égal à \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Indiquez une unité de 1 à 16 caractères, comme verres ou km."
        case .targetInvalid: "L’objectif est un nombre supérieur à 0 et d’au plus 1 000 000, avec 3 décimales au plus."
        case .stepInvalid: "L’incrément est un nombre supérieur à 0 et d’au plus 1 000 000, avec 3 décimales au plus."
        case .valueInvalid: "Une valeur est un nombre de 0 à 1 000 000 avec 3 décimales au plus."
        case .notMeasurable(let name):
            "« \(name) » est une habitude oui/non : marquez-la comme faite, elle ne prend pas de valeur."
        case .measureOnEvent: "Un événement irrégulier ne peut pas être mesuré ; faites-en une habitude."
        case .measureChange: "Une habitude oui/non ne peut pas devenir mesurable, ni l’inverse."
        case .cannotSkipEvent(let name):
            "« \(name) » est un événement irrégulier ; les événements ne peuvent pas être sautés."
        case .cannotPauseEvent(let name):
            "« \(name) » est un événement irrégulier ; seules les habitudes peuvent être mises en pause."
        case .pauseEndsBeforeStart: "Une pause ne peut pas finir avant de commencer."
        case .dayStartOutOfRange: "La journée peut commencer à l’heure pile, de 00:00 à 06:00."
        case .weekStartUnsupported: "La semaine peut commencer le lundi, le dimanche ou le samedi."
        case .archived(let name): "« \(name) » est archivé ; désarchivez-le pour modifier ses jours."
        case .startAfterArchive(let name, let archived):
            "« \(name) » a été archivé le \(mediumDate(archived)) ; il ne peut pas commencer après."
        case .unknownZone(let zone): "« \(zone) » n’est pas un fuseau horaire ; utilisez un nom comme Europe/Paris."
        case .channelURLInvalid: "Indiquez une adresse web qui commence par https://, comme https://ntfy.sh/mon-sujet."
        case .channelURLInsecure:
            "Les rappels passent par https ; http simple seulement vers cette machine (localhost ou 127.0.0.1)."
        case .channelSecretInvalid: "Le secret fait de 1 à 200 caractères, sans espace."
        case .channelLabelTooLong: "Le nom doit faire moins de 60 caractères."
        case .pushKeysInvalid: "L’abonnement push de ce navigateur a des clés que Habits ne peut pas utiliser."
        case .tooManyChannels: "Il y a déjà 50 canaux ; supprimez-en un d’abord."
        case .unknownChannel(let id): "Aucun canal de notification n’a l’identifiant « \(id) »."
        case .doneTokenInvalid:
            "Cette notification vient d’un appareil qui ne reçoit plus de rappels ; ouvrez l’app pour cocher l’habitude."
        case .reminderTimeInvalid(let text): "« \(text) » n’est pas une heure ; utilisez HH:MM sur 24 heures, comme 21:00."
        case .duplicateReminder(let time): "Il y a déjà un rappel à \(time)."
        case .tooManyReminders: "Un suivi peut avoir jusqu’à \(Reminder.limit) rappels."
        case .reminderDaysEmpty: "Choisissez au moins un jour pour le rappel."
        case .accountNameInvalid: "Donnez au compte un nom de 64 caractères au plus, sans caractère de contrôle."
        case .duplicateAccount(let name): "Le compte « \(name) » existe déjà."
        case .unknownAccount(let name): "Il n’y a pas de compte « \(name) »."
        case .passwordTooShort(let minimum): "Choisissez un mot de passe d’au moins \(minimum) caractères."
        case .passwordTooLong: "Ce mot de passe est trop long ; il doit faire moins de 1 024 octets."
        case .invitationInvalid:
            "Ce lien d’inscription n’est pas valide : il a déjà servi ou date de plus de 7 jours. Demandez-en un nouveau."
        case .tokenLabelInvalid: "Donnez au jeton un libellé de 64 caractères au plus, sans caractère de contrôle."
        case .passwordIsName: "Choisissez un mot de passe qui n’est pas le nom du compte."
        case .passwordsDiffer: "Les deux nouveaux mots de passe diffèrent ; tapez le même deux fois."
        case .currentPasswordWrong: "Le mot de passe actuel est faux ; rien n’a été changé."
        case .identityTaken(let subject): "La connexion « \(subject) » appartient déjà à un autre compte."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Ajoutez un suivi avec : habits add NOM --category CAT --every-day" }
    public var noCategories: String { "Aucune catégorie pour l’instant. Ajoutez-en une avec : habits category add NOM" }
    public var listTrackersHint: String { "Lancez 'habits list' pour voir vos suivis." }
    public var listCategoriesHint: String { "Lancez 'habits category list' pour voir vos catégories." }
    public func addedCategory(_ name: String) -> String { "Catégorie « \(name) » ajoutée." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Catégorie « \(old) » renommée en « \(new) »." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Cela supprime définitivement « \(name) » et \(plural(count, PluralForms(one: "son", other: "ses"))) \(trackerCount(count)). "
            + "Relancez avec --yes pour confirmer."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "« \(name) » et \(plural(count, PluralForms(one: "son", other: "ses"))) \(trackerCount(count)) supprimés."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "événement irrégulier")) ajouté à « \(category) »."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) mis à jour." }
    public func pinnedTracker(_ name: String) -> String { "\(name) épinglé." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) désépinglé." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Cela supprime définitivement « \(name) » et son historique. Relancez avec --yes pour confirmer."
    }
    public func deletedTracker(_ name: String) -> String { "« \(name) » et son historique supprimés." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "fait" : "pas fait"
        return changed ? "\(name) : \(state) le \(day.iso)." : "\(name) était déjà \(state) le \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "30 derniers jours, du \(first.iso) au \(last.iso) :" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "\(categories) \(plural(categories, PluralForms(one: "catégorie", other: "catégories"))) et \(trackerCount(trackers)) "
            + "exportés dans \(file)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Importés : \(categories) \(plural(categories, PluralForms(one: "catégorie", other: "catégories"))), \(trackerCount(trackers)) "
            + "et \(completions) \(plural(completions, PluralForms(one: "entrée", other: "entrées")))."
    }
    public func serving(url: String, database: String) -> String {
        "Habits sert \(url) (base de données \(database)). Arrêtez avec Ctrl-C."
    }
    public var stopped: String { "arrêté ; base de données fermée." }
    public func clockPinned(_ instant: String) -> String {
        "attention : HABITS_NOW est défini ; l’horloge part de \(instant), pas de maintenant."
    }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) sur \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "ce mois-ci" : "cette semaine" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "au plus" : "au moins") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "un appui ajoute \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name) : \(amount) le \(day.iso)\(period)." : "\(name) était déjà à \(amount) le \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name) : sauté le \(day.iso)." : "\(name) était déjà sauté le \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso) : remarque « \(note) »."
        case (nil, true): "\(name), \(day.iso) : remarque supprimée."
        case (_?, false): "\(name) a déjà cette remarque le \(day.iso)."
        case (nil, false): "\(name) n’a pas de remarque le \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "du \(from.iso) au \($0.iso)" } ?? "à partir du \(from.iso) jusqu’à la reprise"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) mis en pause \(range)." : "\(name) est déjà en pause \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) a repris." : "\(name) n’est pas en pause aujourd’hui."
    }
    public func pausedUntilLine(_ until: Day?) -> String {
        until.map { "en pause jusqu’au \($0.iso)" } ?? "en pause jusqu’à la reprise"
    }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) archivé ; son historique est conservé." : "\(name) est déjà archivé."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) désarchivé." : "\(name) n’est pas archivé."
    }
    public func archivedSince(_ day: Day) -> String { "Archivé le \(day.iso) ; 'habits unarchive' le restaure." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) déplacé vers le \(up ? "haut" : "bas")."
            : "\(name) est déjà \(up ? "le premier" : "le dernier") de sa catégorie."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Catégorie « \(name) » déplacée vers le \(up ? "haut" : "bas")."
            : "La catégorie « \(name) » est déjà \(up ? "la première" : "la dernière")."
    }
    public var pausesLabel: String { "Pauses :" }
    public var notesLabel: String { "Remarques :" }
    public var dayStartLabel: String { "Début de journée" }
    public var weekStartLabel: String { "Début de semaine" }
    public var zoneLabel: String { "Fuseau horaire" }
    public var zoneUnset: String { "non défini (suit l’appareil)" }
    public var settingsSaved: String { "Réglages enregistrés." }
}
