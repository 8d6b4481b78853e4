/** The e-mail the reports domain sends: a scheduled report, on each delivery of its schedule. */
export const reportEmailKinds = ['scheduled-report'] as const;
