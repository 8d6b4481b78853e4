/** The e-mail the audiences domain sends: an audience's insights, to the recipients asked for. */
export const audienceEmailKinds = ['insights'] as const;
