/** Every submitted-form query sits under one root, so a status change refreshes the list. */
export const formKeys = {
  all: ['submitted-forms'] as const,
  lists: () => [...formKeys.all, 'list'] as const,
  list: (page: number) => [...formKeys.lists(), page] as const,
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  sessionChats: (sessionId: string) => [...formKeys.all, 'session-chats', sessionId] as const,
};
