/** The links the account e-mails carry; the SPA's pages of those paths take the token from them. */
export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/jwt/registroValidacion?token=${encodeURIComponent(token)}`;

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/auth/jwt/resetValidacion/${encodeURIComponent(token)}`;
