/// The shop's categories, from the `PushActions` registry the build plugin generates out of
/// `shop.actions.yaml`, whose `targets: [ios]` leave out the Hive SDK's JSON.
public let shopCategories: [PushActions.Category] = PushActions.Category.allCases
