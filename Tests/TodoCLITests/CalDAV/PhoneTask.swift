/// One resource of a collection as the phone reads it (`scripts/caldav-phone list`): its
/// master VTODO's properties, how many VTODOs it holds, and its overrides (RECURRENCE-ID).
struct PhoneTask: Decodable, Equatable {
    /// An override of one instance of a recurring task.
    struct Override: Decodable, Equatable {
        let recurrence_id: String?
        let status: String?
        let completed: String?
    }

    let href: String
    let uid: String?
    let summary: String?
    let description: String?
    let status: String?
    /// `2026-12-01` for a DATE, `2026-12-01T10:00:00Z` for a time.
    let due: String?
    let dtstart: String?
    let completed: String?
    let rrule: String?
    let priority: Int?
    let categories: [String]
    /// X-TODO-PROJECT.
    let project: String?
    /// VTODO components in the resource (a master and its overrides).
    let components: Int
    let overrides: [Override]
}
