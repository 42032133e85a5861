/** The phone of each public order link (0012) and debtor link (0028); `Database` extends this. */
export interface LookupTables {
  order_links: { phone: string; link_key: string };
  /** owner: a customer's phone or `employee:{id}` */
  debtor_links: { owner: string; link_key: string };
}
