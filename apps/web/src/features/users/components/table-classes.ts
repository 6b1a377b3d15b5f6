export const USER_COLUMNS = ['User', 'Contact', 'Status', 'Terms', 'Chats', 'Created', 'Actions'];
