/** Every app-user query sits under one root. */
export const userKeys = {
  all: ['app-users'] as const,
  list: (page: number, search: string) => [...userKeys.all, 'list', { page, search }] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
  chats: (userId: string, page: number) => [...userKeys.all, 'chats', userId, page] as const,
};
