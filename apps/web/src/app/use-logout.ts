import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authMessages, fallbackMessages } from '@concierge/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { clearAuthStorage } from '@/lib/auth-storage';

/** Sign out: end the token on the server, then forget the session here whatever it answered. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSettled: () => {
      clearAuthStorage();
      queryClient.clear();
      toast.success(authMessages.loggedOut);
      navigate('/login', { replace: true });
    },
    meta: { silent: true, errorMessage: fallbackMessages.logout },
  });
}
