/**
 * The error texts of audience lists, matched audiences, retargeted audiences and
 * insights (document 2).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const audienceMessages = {
  audienceNameMissing: 'Audience name can not be null.', // seed
  audienceNotFound: 'Audience not found.',
  jsonPartInvalid: 'Value must be a JSON object.',
  matchedFileType: 'File must be a CSV or XLSX file.',
  matchedFileTooLarge: 'File must not be larger than 1 GB.',
  matchedFileTooManyRecords: 'File must not have more than 5,000,000 records.',
  matchedFileEmpty: 'File has no records.',
  columnsUnsupported:
    'Without voter ID, e-mail, phone or address columns, one of these system field sets is required: first name, last name, zip, state; or last name, street address, zip, state; or street address, zip, state.', // seed
  columnNotSystemField: 'columns must map each file column to a system field key.',
  singleColumnMismatch: 'isSingleColumnEnabled does not match the column mapping.',
  voterPartnerRequired: 'Voter ID matching needs columnSettings {"Voters_ID": <supported voter data partner id>}.',
  npiPartnerRequired: 'NPI ID matching needs columnSettings {"NPI_ID": <supported healthcare partner id>}.',
  audienceTypeMismatch: "audienceTypeId does not match the audience's type.",
  notMatchedAudience: 'Only a matched audience can be duplicated.',
  insightsNotFound: 'Insights not found.',
  insightsNotFailed: 'Only failed insights can be regenerated.',
  insightsNotReady: 'Insights are not ready.',
  tooManyRecipients: 'At most 15 recipients are allowed.',
  recipientInvalid: 'recipientEmails must be comma-separated e-mail addresses.',
} as const;
