import * as z from 'zod/mini';
import { chileanPhone, newPassword, rut } from './auth';
import { endpoint } from './endpoint';
import { idParams } from './params';
import { accessTokenResponse, email } from './session';
import { text } from './text';
import { roles } from './vocabulary';

/**
 * The company's own data (Empresa) and its users: GET /api/company, PUT /api/company, the users and
 * invitations under /api/company/users and /api/company/invitations, and the invitee's acceptance.
 */

const id = z.int().check(z.positive());

export const companyData = z.object({
  id,
  rut: z.string(),
  razon_social: z.string(),
  giro: z.string(),
  phone: z.nullable(z.string()),
  /** Where the company's invoices are sent. */
  invoice_email: z.nullable(z.string()),
  /**
   * The invoice address its invoices are issued to by default (one of the company's addresses), with
   * its words: finanzas sees Empresa but not the address book.
   */
  billing_address: z.nullable(z.object({ id, name: z.string(), street: z.nullable(z.string()), comuna: z.nullable(z.string()) })),
  /** The RUT cannot change once the company has invoices: they were issued to it. */
  rut_locked: z.boolean(),
});
export type CompanyData = z.infer<typeof companyData>;

export const updateCompanyRequest = z.strictObject({
  rut: z.optional(rut),
  razon_social: z.optional(text(2, 120, 'Ingresa la razón social de la empresa.', 'La razón social admite hasta 120 caracteres.')),
  giro: z.optional(text(2, 120, 'Ingresa el giro de la empresa.', 'El giro admite hasta 120 caracteres.')),
  phone: z.optional(chileanPhone),
  invoice_email: z.optional(email),
  billing_address_id: z.optional(id),
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;

export const userStates = ['activo', 'invitado', 'desactivado'] as const;
export type UserState = (typeof userStates)[number];

/** A user of the company, or someone invited who has not accepted yet (`kind: 'invitation'`). */
export const companyMember = z.object({
  kind: z.enum(['user', 'invitation']),
  id,
  name: z.nullable(z.string()),
  email: z.string(),
  role: z.enum(roles),
  state: z.enum(userStates),
  /** ISO instant of the last sign-in; null for invitations and users who never signed in. */
  last_sign_in: z.nullable(z.string()),
  /** ISO instant an invitation stops working; null for users. */
  expires_at: z.nullable(z.string()),
});
export type CompanyMember = z.infer<typeof companyMember>;
const companyMembers = z.array(companyMember);

export const inviteRequest = z.strictObject({ email, role: z.enum(roles, { error: 'Elige un rol.' }) });
export type InviteRequest = z.input<typeof inviteRequest>;

export const updateUserRequest = z.strictObject({
  role: z.optional(z.enum(roles, { error: 'Elige un rol.' })),
  active: z.optional(z.boolean()),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

/** From the e-mailed link: the invitee chooses a name and a password and lands signed in. */
export const acceptInvitationRequest = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  name: text(2, 80, 'Ingresa tu nombre.', 'El nombre admite hasta 80 caracteres.'),
  password: newPassword,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;

/** The link's token, to learn before the form whether the invitation can still be accepted. */
export const invitationCheckRequest = z.strictObject({ token: acceptInvitationRequest.shape.token });

/**
 * What an invitation link opens: the company, role and e-mail of a pending one; or why it no longer
 * works (already used, expired, cancelled, or no invitation at all), so the page says so without a form.
 */
export const invitationStatus = z.union([
  z.object({ state: z.literal('pending'), email: z.string(), company_name: z.string(), role: z.enum(roles) }),
  z.object({ state: z.enum(['accepted', 'expired', 'cancelled', 'unknown']) }),
]);
export type InvitationStatus = z.infer<typeof invitationStatus>;

/** How long an invitation link works. */
export const invitationValidDays = 7;

const memberNotFound = 'El usuario no existe en tu empresa.';
const invitationNotFound = 'La invitación no existe o ya no está pendiente.';
const onlyAdmins = 'Solo la persona administradora de la empresa puede hacer esto.';

export const companyEndpoints = {
  read: endpoint({
    method: 'get',
    path: '/company',
    tag: 'Empresa',
    summary: 'Datos de la empresa',
    access: 'bearer',
    action: 'company.read',
    status: 200,
    answer: companyData,
  }),
  update: endpoint({
    method: 'put',
    path: '/company',
    tag: 'Empresa',
    summary: 'Modificar los datos de la empresa (el RUT no cambia si ya hay facturas)',
    access: 'bearer',
    action: 'company.edit',
    forbidden: onlyAdmins,
    body: updateCompanyRequest,
    status: 200,
    answer: companyData,
    errors: { 404: 'La dirección de facturación no es de la empresa', 409: 'RUT con facturas emitidas (rut_locked) o de otra empresa (rut_taken)' },
  }),
  members: endpoint({
    method: 'get',
    path: '/company/users',
    tag: 'Empresa',
    summary: 'Usuarios e invitaciones pendientes de la empresa',
    access: 'bearer',
    action: 'company.read',
    status: 200,
    answer: companyMembers,
  }),
  updateMember: endpoint({
    method: 'put',
    path: '/company/users/:id',
    tag: 'Empresa',
    summary: 'Cambiar el rol de un usuario, desactivarlo o reactivarlo (cierra sus sesiones)',
    access: 'bearer',
    action: 'users.manage',
    forbidden: onlyAdmins,
    params: idParams,
    notFound: memberNotFound,
    body: updateUserRequest,
    status: 200,
    answer: companyMember,
    errors: { 404: 'Usuario de otra empresa o inexistente', 409: 'Dejaría a la empresa sin administradora activa (last_admin)' },
  }),
  invite: endpoint({
    method: 'post',
    path: '/company/invitations',
    tag: 'Empresa',
    summary: 'Invitar a alguien por correo con un rol (enlace de un solo uso, 7 días)',
    access: 'bearer',
    action: 'users.manage',
    forbidden: onlyAdmins,
    body: inviteRequest,
    status: 201,
    answer: companyMember,
    errors: { 409: 'El correo ya tiene una cuenta o una invitación pendiente (email_taken)' },
  }),
  resendInvitation: endpoint({
    method: 'post',
    path: '/company/invitations/:id/resend',
    tag: 'Empresa',
    summary: 'Reenviar una invitación pendiente con un enlace nuevo (el anterior deja de servir)',
    access: 'bearer',
    action: 'users.manage',
    forbidden: onlyAdmins,
    params: idParams,
    notFound: invitationNotFound,
    status: 200,
    answer: companyMember,
    errors: { 404: 'Invitación de otra empresa, aceptada o cancelada' },
  }),
  cancelInvitation: endpoint({
    method: 'delete',
    path: '/company/invitations/:id',
    tag: 'Empresa',
    summary: 'Cancelar una invitación pendiente',
    access: 'bearer',
    action: 'users.manage',
    forbidden: onlyAdmins,
    params: idParams,
    notFound: invitationNotFound,
    status: 204,
    errors: { 404: 'Invitación de otra empresa, aceptada o cancelada' },
  }),
  checkInvitation: endpoint({
    method: 'post',
    path: '/auth/invitation/check',
    tag: 'Sesión',
    summary: 'Leer una invitación por su enlace: pendiente (empresa, rol, correo), usada, vencida o cancelada',
    access: 'none',
    body: invitationCheckRequest,
    status: 200,
    answer: invitationStatus,
  }),
  acceptInvitation: endpoint({
    method: 'post',
    path: '/auth/invitation/accept',
    tag: 'Sesión',
    summary: 'Aceptar una invitación: elegir nombre y contraseña e iniciar sesión',
    access: 'none',
    body: acceptInvitationRequest,
    status: 200,
    answer: accessTokenResponse,
    errors: { 400: 'Enlace inválido, vencido, cancelado o ya usado (invalid_invitation)' },
  }),
};
