/** The phone of each public order link (migration 0012); `Database` extends this. */
export interface LookupTables {
  order_links: { phone: string; link_key: string };
}
