export const FORM_COLUMNS = ['Category', 'User', 'Submitted At', 'Status', 'Actions'];
