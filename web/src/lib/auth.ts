import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { getQueryFn } from './query-client';

// Who is signed in. Shared by the app shell and every feature, so it lives here rather than in a
// feature folder (features do not import each other).

export type User = {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  totalScore: number;
  streak: number;
  globalRank: number | null;
  createdAt: string;
  updatedAt: string;
};

export const userQueryKey = ['/api/auth/user'] as const;

// A 401 here is an answer ("nobody is signed in"), not an error.
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}

export type SignInInput = { email: string; password: string };
export type RegisterInput = SignInInput & { firstName?: string; lastName?: string; username?: string };

export async function signIn(input: SignInInput): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/login', input);
  return (await res.json()) as User;
}

export async function register(input: RegisterInput): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/register', input);
  return (await res.json()) as User;
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Sign in or register; on success the answer becomes the signed-in user without another request. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

/** Destroys the session, then forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Mark "signed out" first so mounted screens switch to the landing page, then drop every other
      // cached answer: the next person at this browser must not see this user's data.
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}
