import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authMessages,
  type ChangePasswordInput,
  type OrganizationInfo,
  type OrganizationInfoUpdate,
  type UserInfo,
  type UserInfoUpdate,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, toFormData } from '@/lib/api-client';
import { setToken, updateStoredUser } from '@/lib/auth-storage';
import { organizationsQueryKey } from '@/lib/organizations';

const userInfoQueryKey = ['auth', 'user-info'] as const;

/** The Profile and Security cards show a failure in their banner; a toast would say it twice. */
const BANNER_ONLY = { silent: true } as const;

export function useUserInfo() {
  return useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => api.get<UserInfo>('/auth/user-info', { signal }),
    meta: BANNER_ONLY,
  });
}

/** PUT /auth/user-info (multipart); the answer replaces the profile (SPEC §7). */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInfoUpdate) =>
      api.put<UserInfo>(
        '/auth/user-info',
        toFormData({
          full_name: input.full_name,
          phone_number: input.phone_number ?? '',
          timezone: input.timezone,
        }),
      ),
    onSuccess: (info) => {
      queryClient.setQueryData(userInfoQueryKey, info);
      updateStoredUser({
        full_name: info.full_name,
        phone_number: info.phone_number,
        timezone: info.timezone,
      });
      toast.success(authMessages.personalInfoUpdated);
    },
    meta: BANNER_ONLY,
  });
}

/** PUT /auth/organization-info (multipart). */
export function useUpdateOrganizationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInfoUpdate) =>
      api.put<OrganizationInfo>(
        '/auth/organization-info',
        toFormData({ organization_name: input.organization_name, website: input.website ?? '' }),
      ),
    onSuccess: (organization) => {
      queryClient.setQueryData<UserInfo>(userInfoQueryKey, (info) =>
        info ? { ...info, ...organization } : info,
      );
      updateStoredUser({
        organization_name: organization.organization_name,
        organizationName: organization.organization_name,
        website: organization.website,
      });
      void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
      toast.success(authMessages.organizationUpdated);
    },
    meta: BANNER_ONLY,
  });
}

/** PUT /auth/change-password: every older token is revoked, so the answer's token is kept. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.put<{ token: string }>('/auth/change-password', input),
    onSuccess: (data) => {
      if (data?.token) setToken(data.token);
      toast.success(authMessages.passwordUpdated);
    },
    meta: BANNER_ONLY,
  });
}
