/** A failure the operator can fix (a bad argument, an unknown e-mail): its message is printed as is, without a stack. */
export class AdminError extends Error {
  override name = "AdminError";
}
