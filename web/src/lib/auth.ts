import type { RegisterRequest, SignInRequest, User as ContractUser } from '@studyhall/api-contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from './api-client';
import { getQueryFn } from './query-client';

// Who is signed in. Shared by the app shell and every feature, so it lives here rather than in a
// feature folder (features do not import each other).

/** The signed-in user as GET /api/auth/user answers it (shared contract; dates are ISO strings). */
export type User = ContractUser;

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

export type SignInInput = SignInRequest;
export type RegisterInput = RegisterRequest;

export function signIn(input: SignInInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', input);
}

export function register(input: RegisterInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', input);
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
