package org.storagesim.dbms.schema;

import static org.storagesim.dbms.schema.Compression.bitPacking;
import static org.storagesim.dbms.schema.Compression.dictionary;
import static org.storagesim.dbms.schema.Compression.forDelta;

import java.util.List;

/**
 * The two TPC-H shaped relations of P0 (section 4.1): LINEITEM, 16 attributes in 150 bytes, and
 * ORDERS, 7 attributes in 32 bytes, both scaled to 60 million tuples. Widths follow the TPC-H
 * column types with fixed-width strings; compression domains follow the TPC-H value ranges at the
 * paper's scale (LINEITEM at SF 10, ORDERS at SF 40), which give ORDERS the 12-byte compressed tuple
 * the paper reports.
 */
public final class TpchTables {
    /** P0 scales both relations to the same row count. */
    public static final long P0_TUPLES = 60_000_000L;

    private TpchTables() {
    }

    public static TableSchema lineitem() {
        return new TableSchema("lineitem", List.of(
                new Column("l_orderkey", 4, forDelta(31)),       // sorted, up to 7 lines per order
                new Column("l_partkey", 4, bitPacking(2_000_000)),
                new Column("l_suppkey", 4, bitPacking(100_000)),
                new Column("l_linenumber", 4, dictionary(7)),
                new Column("l_quantity", 4, dictionary(50)),
                new Column("l_extendedprice", 8, bitPacking(10_494_950)), // cents
                new Column("l_discount", 4, dictionary(11)),
                new Column("l_tax", 4, dictionary(9)),
                new Column("l_returnflag", 1, dictionary(3)),
                new Column("l_linestatus", 1, dictionary(2)),
                new Column("l_shipdate", 4, dictionary(2526)),
                new Column("l_commitdate", 4, dictionary(2466)),
                new Column("l_receiptdate", 4, dictionary(2555)),
                new Column("l_shipinstruct", 25, dictionary(4)),
                new Column("l_shipmode", 10, dictionary(7)),
                new Column("l_comment", 65)), P0_TUPLES);
    }

    public static TableSchema orders() {
        return new TableSchema("orders", List.of(
                new Column("o_orderkey", 4, forDelta(31)),        // sparse sorted keys: 8 used in every 32
                new Column("o_custkey", 4, bitPacking(6_000_000)),
                new Column("o_orderstatus", 1, dictionary(3)),
                new Column("o_totalprice", 4, bitPacking(600_000)), // whole dollars
                new Column("o_orderdate", 4, dictionary(2406)),
                new Column("o_orderpriority", 11, dictionary(5)),
                new Column("o_shippriority", 4, dictionary(1))), P0_TUPLES);
    }
}
