/// The starter's categories, from the `PushActions` registry the build plugin generates out
/// of `push.actions.yaml` (written by `actionc init Sources/Starter`, unchanged).
let starterCategories: [PushActions.Category] = PushActions.Category.allCases
