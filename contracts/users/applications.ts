/** The seed's list of grantable applications, as listAllowedApplications answers it: the users suites' one copy. */
export const seedApplications = [
  { appId: 2, appName: 'Dashboard' },
  { appId: 3, appName: 'Reports' },
  { appId: 4, appName: 'Bid Model' },
  { appId: 5, appName: 'Organization' },
  { appId: 6, appName: 'My Profile' },
  { appId: 7, appName: 'Campaigns' },
  { appId: 8, appName: 'Audiences' },
  { appId: 9, appName: 'Creatives' },
  { appId: 10, appName: 'Inventory' },
  { appId: 11, appName: 'Conversions' },
  { appId: 17, appName: 'Insights' },
  { appId: 19, appName: 'Planner' },
];
