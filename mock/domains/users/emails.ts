/** The e-mails the users domain sends: an invitation (inviteUsers) and a password-reset link. */
export const userEmailKinds = ['invitation', 'password-reset'] as const;
